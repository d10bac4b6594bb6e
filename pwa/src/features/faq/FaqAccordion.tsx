import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { FaqEntry } from './faq-entries.ts';

// Arrow keys, Home and End move between the question buttons, as the WAI-ARIA accordion pattern suggests.
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** One panel open at a time; opening a question closes the one that was open. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const prefix = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, entries.length)]?.focus();
  };

  return (
    <div className="accordion">
      {entries.map((entry, index) => {
        const open = entry.id === openId;
        const buttonId = `${prefix}-${entry.id}-button`;
        const panelId = `${prefix}-${entry.id}-panel`;
        return (
          <div key={entry.id} className="accordion__item">
            <h2 className="accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {entry.question}
              </button>
            </h2>
            <section id={panelId} aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              <p>{entry.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
