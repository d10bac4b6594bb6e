import { termsSections } from './terms-sections.ts';

export function TermsPage() {
  return (
    <div className="page page--narrow terms">
      <h1>terms and conditions</h1>
      <ol className="terms__sections">
        {termsSections.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
