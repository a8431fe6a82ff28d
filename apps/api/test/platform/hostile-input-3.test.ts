// [PLATFORM] Part 3 of 3 of the hostile-input walk over every operation of the OpenAPI document (hostile-input-walk.ts).
import { describeHostileInput } from './hostile-input-walk.ts';

describeHostileInput(3, 3);
