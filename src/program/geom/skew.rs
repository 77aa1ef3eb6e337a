//! `(skew AMOUNT G)`: Ludii's `Skew`, each vertex moved right by `AMOUNT` times its
//! height above the lowest vertex (1 leans the board 45 degrees); the numbering is kept.

use super::Shape;

impl Shape {
    /// Every vertex moved right by `amount` times its height above the bounding box.
    pub fn skew(&mut self, amount: f64) {
        let (_, y0, _, _) = self.bounds();
        for p in &mut self.verts {
            p[0] += (p[1] - y0) * amount;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::program::geom::ops::rectangle;

    #[test]
    fn skewing_leans_the_rows() {
        let mut s = rectangle(2, 2, false).expect("2x2");
        s.skew(0.5);
        assert_eq!(
            s.verts,
            vec![[0.0, 0.0], [1.0, 0.0], [0.5, 1.0], [1.5, 1.0]]
        );
    }
}
