package crewexp

// RollStart rolls the skills a crew of the kind starts with (P2, P3): a
// regular crew's two, a legendary crew's four basics and two more, each as
// a skill roll of the game makes it (RollSkill). It returns them by role,
// as [crew.skills] and [crew.basic] list them.
func RollStart(kind Kind, start Start, roll Roller) (skills, basics RoleSkills, err error) {
	row := startTable[start]
	s := State{Kind: kind, Start: start}
	for _, r := range kind.DefaultRoles().List() {
		s.Members = append(s.Members, Member{Roles: RoleSet(0).With(r)})
	}
	for i := range row.Basics + row.Skills {
		res, err := s.RollSkill(roll, false)
		if err != nil {
			return skills, basics, err
		}
		basic := i < row.Basics
		s.GainSkill(res.Role, res.Skill, 0, basic)
		dst := &skills
		if basic {
			dst = &basics
		}
		dst.add(res.Role, res.Skill.Name)
	}
	return skills, basics, nil
}

// add lists a skill under its role.
func (r *RoleSkills) add(role Role, name string) {
	lists := map[Role]*[]string{Commander: &r.Commander, Gunner: &r.Gunner, Loader: &r.Loader, Radio: &r.Radio, Driver: &r.Driver}
	*lists[role] = append(*lists[role], name)
}
