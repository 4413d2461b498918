import { describeGeneratedViews } from '../helpers/generatedViews';

describeGeneratedViews('create');
