pub fn run(_w: &dyn Fn(&str) -> bool) -> Vec<crate::Outcome> { vec![] }
