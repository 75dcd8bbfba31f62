import { describeCardFuzz } from './describe-card-fuzz';

describeCardFuzz('diff');
