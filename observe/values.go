package observe

// ForgetValues drops every value s keeps (the short strings it holds as
// enum candidates) and marks those places open, so that a merge never
// brings them back: what is left is structure alone (kinds, member names,
// counts). A shared type built from results of many principals is made of
// such shapes, so that one principal's values never reach another's SDK.
func (s *Shape) ForgetValues() {
	if s == nil {
		return
	}
	if s.Str != nil {
		s.Str.Enum, s.Str.Open = nil, true
	}
	if s.Arr != nil {
		s.Arr.Items.ForgetValues()
	}
	if s.Obj != nil {
		for _, p := range s.Obj.Props {
			p.ForgetValues()
		}
		s.Obj.Values.ForgetValues()
	}
}
