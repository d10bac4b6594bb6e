// What every request handler can reach through `c.var`.
import type { Deps } from '../deps';
import type { Logger } from '../log';

export type AppEnv = {
  Variables: {
    deps: Deps;
    log: Logger;
  };
};
