import { describeNeverThrows } from './never-throws/never-throws-property';
import { TOOLCARDS_COMPONENTS, TOOLCARDS_EXPORTS } from './never-throws/toolcards-exports';

describeNeverThrows('toolcards', TOOLCARDS_EXPORTS, TOOLCARDS_COMPONENTS);
