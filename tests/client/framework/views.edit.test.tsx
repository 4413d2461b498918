import { describeGeneratedViews } from '../helpers/generatedViews';

describeGeneratedViews('edit');
