//! CPython 3.12's "Did you mean" for names and attributes: the closest candidate by an edit
//! distance where a case change costs less than other edits (Python/suggestions.c's rules:
//! moves cost 2, case changes 1, a limit that grows with the lengths).
const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;
const MAX_STRING_SIZE: usize = 40;

fn substitution_cost(a: char, b: char) -> usize {
    if a == b {
        0
    } else if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

fn distance(a: &str, b: &str, max_cost: usize) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Common prefix and suffix cost nothing.
    let pre = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[pre..], &b[pre..]);
    let suf = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a, b) = (&a[..a.len() - suf], &b[..b.len() - suf]);
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max_cost + 1;
    }
    let (a, b) = if b.len() < a.len() { (b, a) } else { (a, b) };
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (bi, &bc) in b.iter().enumerate() {
        let mut distance = bi * MOVE_COST;
        result = distance;
        let mut min_in_row = usize::MAX;
        for (ai, &ac) in a.iter().enumerate() {
            let substitute = distance + substitution_cost(bc, ac);
            distance = row[ai];
            let insert_delete = result.min(distance) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[ai] = result;
            min_in_row = min_in_row.min(result);
        }
        if min_in_row > max_cost {
            return max_cost + 1;
        }
    }
    result
}

/// The candidate CPython would suggest for `name` (candidates sorted, as `dir()` gives them).
pub fn suggest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let mut names: Vec<&str> = candidates.into_iter().collect();
    if names.len() > 750 {
        return None;
    }
    names.sort_unstable();
    names.dedup();
    let mut best: Option<(&str, usize)> = None;
    for item in names {
        if item == name {
            continue;
        }
        let mut max = (name.chars().count() + item.chars().count() + 3) * MOVE_COST / 6;
        if let Some((_, d)) = best {
            max = max.min(d.saturating_sub(1));
        }
        let d = distance(name, item, max);
        if d > max {
            continue;
        }
        if best.is_none_or(|(_, bd)| d < bd) {
            best = Some((item, d));
        }
    }
    best.map(|(s, _)| s.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpython_examples() {
        assert_eq!(suggest("lenn", ["len", "list", "min"]), Some("len".into()));
        assert_eq!(suggest("pirnt", ["print", "input"]), Some("print".into()));
        assert_eq!(suggest("arrya", ["array", "arange"]), Some("array".into()));
        assert_eq!(suggest("xyz", ["len", "print"]), None);
        assert_eq!(suggest("Len", ["len"]), Some("len".into()));
    }
}
