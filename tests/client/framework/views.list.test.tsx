import { describeGeneratedViews } from '../helpers/generatedViews';

describeGeneratedViews('list');
