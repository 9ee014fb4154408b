import { configure } from '@testing-library/react';

// Testing Library's waitFor and findBy give up after 1 s by default; a render that takes 3 s beside a busy core is
// not a failure. They wait for conditions, so a long ceiling costs nothing when things are quick.
configure({ asyncUtilTimeout: 20_000 });
