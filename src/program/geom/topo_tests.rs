//! The board graph's steps and regions against Ludii's.

mod steps {
    use super::super::*;
    use crate::program::geom::hex::hexagon;

    #[test]
    fn compass_bins_are_ludii_s() {
        assert_eq!(COMPASS[compass([0.0, 0.0], [0.0, 1.0]) as usize], "N");
        assert_eq!(COMPASS[compass([0.0, 0.0], [1.0, 0.0]) as usize], "E");
        assert_eq!(COMPASS[compass([0.0, 0.0], [1.0, 1.0]) as usize], "NE");
        let a = 60f64.to_radians();
        assert_eq!(
            COMPASS[compass([0.0, 0.0], [a.cos(), a.sin()]) as usize],
            "NNE"
        );
        let a = 30f64.to_radians();
        assert_eq!(
            COMPASS[compass([0.0, 0.0], [a.cos(), a.sin()]) as usize],
            "ENE"
        );
        assert_eq!(slot(3), 1);
        assert_eq!(slot(5), 3);
        assert_eq!(slot(13), 7);
        assert_eq!(slot(9), 5);
    }

    #[test]
    fn a_hex_board_has_six_directions() {
        let g = cells(&hexagon(5).expect("hex 5")).expect("cells");
        let geo = g.geo.as_ref().expect("geo");
        let names: Vec<&str> = geo
            .compass
            .iter()
            .flatten()
            .map(|&c| COMPASS[c as usize])
            .collect();
        // Sixteen slots: the main directions first, then those between them.
        assert!(geo.wide && !geo.far_diagonals);
        assert_eq!(
            names,
            vec!["N", "E", "S", "W", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "NNW"]
        );
        let of = |mask: u16| -> Vec<&str> {
            crate::program::board::dirs_of(mask)
                .filter_map(|k| geo.compass[k].map(|c| COMPASS[c as usize]))
                .collect()
        };
        assert_eq!(
            of(geo.orthogonal),
            vec!["E", "W", "NNE", "SSE", "SSW", "NNW"]
        );
        // The far diagonals: `Diagonal`, not `Adjacent`.
        assert_eq!(of(geo.diagonal), vec!["N", "S", "ENE", "ESE", "WSW", "WNW"]);
        assert_eq!(geo.adjacent, geo.orthogonal);
        assert_eq!(geo.regions.centre.iter().collect::<Vec<_>>(), vec![30]);
        assert_eq!(geo.regions.bottom.len(), 5);
    }

    #[test]
    fn a_square_board_has_no_far_diagonals() {
        // Its edge corners meet three edges too, but the edge away from a cell does not
        // lie on the line to the cell beyond, so Ludii finds none there.
        let s = crate::program::geom::ops::rectangle(3, 4, true).expect("3x4");
        let g = cells(&s).expect("cells");
        assert!(!g.geo.as_ref().expect("geo").far_diagonals);
    }
}

mod boards {
    use super::super::*;
    use crate::program::geom::hex::hexagon;

    fn ids(s: &crate::program::SiteSet) -> Vec<u16> {
        s.iter().collect()
    }

    // The figures below are Ludii 1.3.12's own (its topology of the same boards).
    #[test]
    fn a_turned_hexagon_has_ludii_regions() {
        let mut s = hexagon(5).expect("hex 5");
        s.rotate(90.0);
        let g = cells(&s).expect("cells");
        let r = &g.geo.as_ref().expect("geo").regions;
        assert_eq!(ids(&r.corners), vec![0, 4, 26, 34, 56, 60]);
        assert_eq!(ids(&r.centre), vec![30]);
        assert_eq!((ids(&r.top), ids(&r.bottom)), (vec![34], vec![26]));
        assert_eq!(ids(&r.sides[0]), vec![34]);
        assert_eq!(ids(&r.sides[4]), vec![4, 10, 17, 25, 34]);
        assert_eq!(ids(&r.sides[5]), vec![0, 5, 11, 18, 26]);
        assert_eq!(ids(&r.sides[6]), vec![26, 35, 43, 50, 56]);
        assert_eq!(ids(&r.sides[7]), vec![34, 42, 49, 55, 60]);
        // Cell 30's neighbours, N, ENE, ESE, S, WSW, WNW.
        let mut n: Vec<u16> = crate::program::board::dirs_of(g.adjacent())
            .map(|d| g.next(30, d))
            .filter(|&x| x != OFF)
            .collect();
        n.sort_unstable();
        assert_eq!(n, vec![21, 22, 29, 31, 38, 39]);
        assert_eq!(g.next(30, 0), 31);
    }

    #[test]
    fn a_star_cut_from_a_hexagon_has_ludii_regions() {
        let mut s = hexagon(7).expect("hex 7");
        let cut = [
            0, 1, 2, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 22, 23, 57, 45, 70, 34, 58, 82, 46, 71,
            69, 81, 56, 44, 68, 92, 55, 80, 120, 121, 122, 124, 125, 126, 112, 113, 114, 117, 118,
            119, 103, 104, 110, 111,
        ];
        s.remove_faces(&cut).expect("remove");
        let g = cells(&s).expect("cells");
        let r = &g.geo.as_ref().expect("geo").regions;
        assert_eq!(g.len(), 79);
        assert_eq!(
            ids(&r.corners),
            vec![0, 3, 7, 8, 17, 35, 43, 61, 70, 71, 75, 78]
        );
        assert_eq!(ids(&r.centre), vec![39]);
        assert_eq!(ids(&r.sides[4]), vec![51, 60, 68, 69, 70, 74, 75, 77]);
        assert_eq!(ids(&r.sides[0]), vec![72, 74, 76, 77, 78]);
    }
}
