// What every request handler can reach through `c.var`.
import type { Deps } from '../deps';
import type { Logger } from '../log';
import type { UserDoc } from '../services/users/user-doc';

export type AppEnv = {
  Variables: {
    deps: Deps;
    log: Logger;
    /** Set by requireUser: the signed-in user, as stored; shared between requests (signed-in.ts), never changed. */
    user: Readonly<UserDoc>;
  };
};
