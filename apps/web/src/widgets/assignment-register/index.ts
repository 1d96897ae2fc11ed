export { AssignmentRegister } from './ui/AssignmentRegister';
