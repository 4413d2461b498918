import { describeGeneratedViews } from '../helpers/generatedViews';

describeGeneratedViews('show');
