// [PLATFORM] Part 1 of 3 of the hostile-input walk over every operation of the OpenAPI document (hostile-input-walk.ts).
import { describeHostileInput } from './hostile-input-walk.ts';

describeHostileInput(1, 3);
