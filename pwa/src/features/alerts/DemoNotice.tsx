import { useSnapshot } from 'valtio';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { demoNotice } from '../../state/demo-notice.ts';

/** The global banner of SPEC §8 ("Demo user write"); state/demo-notice.ts decides when and how long. */
export function DemoNotice() {
  const { visible } = useSnapshot(demoNotice);
  return (
    <div className="demo-notice-region" role="alert">
      {visible && <p className="demo-notice">{DEMO_NOTICE}</p>}
    </div>
  );
}
