import { FaqAccordion } from './FaqAccordion.tsx';
import { faqEntries } from './faq-entries.ts';

export function FaqPage() {
  return (
    <div className="page page--narrow">
      <h1>frequently asked questions</h1>
      <FaqAccordion entries={faqEntries} />
    </div>
  );
}
