// The real server as a child process that the schedule kills and restarts on the same DATA_DIR (data and
// JWT secret survive, so tokens stay valid; the port changes, so `url` is read anew by every request).
import { type ServerProcess, startServer } from '../../sync-server/src/testing/server-process';
import type { History } from './history';

/** Named crash points (sync-server/src/failpoints.ts); a point not compiled in yet just never fires. */
export const FAILPOINTS = [
  'push.after-effect',
  'store.write',
  'store.before-commit',
  'store.after-commit',
] as const;

export const ADMIN = { email: 'admin@example.com', password: 'model-admin-pass-1' };

export class ModelServer {
  url = '';
  /** The failpoint the running process was started with, until it fires or the server restarts clean. */
  armed: string | null = null;
  readonly counts = { kills: 0, restarts: 0, armed: 0, fired: 0 };
  private process: ServerProcess | null = null;
  private started = false;

  constructor(
    private readonly dataDir: string,
    private readonly history: History,
  ) {}

  async start(failpoint: string | null = null): Promise<void> {
    this.process = await startServer({
      DATA_DIR: this.dataDir,
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_PASSWORD: ADMIN.password,
      ...(failpoint && { FAILPOINTS: failpoint }),
    });
    this.url = this.process.url;
    if (this.started) this.counts.restarts += 1;
    this.started = true;
    this.armed = failpoint;
    this.history.event(failpoint ? `server started with FAILPOINTS=${failpoint}` : 'server started');
  }

  /** SIGKILL, no cleanup; the caller restarts (with `armed`, so a failpoint still waiting stays armed). */
  async kill(why: string): Promise<void> {
    // An armed process may have died at its failpoint already: then that is what happened, not a kill.
    if (this.armed && !(await this.alive())) return this.fired();
    await this.process?.stop('SIGKILL');
    this.counts.kills += 1;
    this.history.event(`server SIGKILLed ${why}`);
  }

  private async fired(): Promise<void> {
    await this.process?.stop('SIGKILL');
    this.counts.fired += 1;
    this.history.event(`server died at its failpoint ${this.armed}`);
    this.armed = null;
  }

  /** A restart at a quiet moment (SIGTERM, the server shuts down normally). */
  async restart(failpoint: string | null = null): Promise<void> {
    await this.process?.stop('SIGTERM');
    if (failpoint) this.counts.armed += 1;
    await this.start(failpoint);
  }

  /** A clean stop (SIGTERM) for work on its data; `start` follows, with no failpoint armed. */
  async stop(): Promise<void> {
    await this.process?.stop('SIGTERM');
    this.process = null;
    this.armed = null;
  }

  async alive(): Promise<boolean> {
    return fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
  }

  /** Run before every step: a process that died at its failpoint (or of anything else) is restarted clean. */
  async ensureUp(): Promise<void> {
    if (await this.alive()) return;
    if (this.armed) await this.fired();
    else {
      const output = this.process?.output() ?? '';
      await this.process?.stop('SIGKILL');
      this.history.event('server died unexpectedly');
      this.history.note(
        `the server died with no kill and no failpoint; its output ends:\n${output.slice(-2000)}`,
      );
    }
    await this.start();
  }

  /** Stops a failpoint that never fired from firing during the final sync. */
  async disarm(): Promise<void> {
    if (this.armed) await this.restart();
  }

  async close(): Promise<void> {
    await this.process?.stop('SIGTERM');
    this.process = null;
  }
}
