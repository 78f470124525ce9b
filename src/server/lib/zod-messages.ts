import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// The shared step schemas use Zod's mini API (decision 032), which loads no messages of its own:
// a check without a message of its own (a phone sent as a number, say) is answered in Zod's
// English here on purpose, not because some classic Zod import elsewhere happened to load them.
// The browser loads none: every check a form can fail carries its own message.
config(en());
