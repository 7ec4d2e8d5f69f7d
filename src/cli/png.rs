//! `--image png`: a quiz's figures drawn as PNG, for a platform that refuses SVG images. The
//! sheet writer's SVG is rendered by resvg with the machine's own fonts, at twice its size, so
//! that it stays sharp on a high-density screen (the question shows it at the SVG's size).

use crate::draw::svg::Document;
use crate::quiz::moodle::Image;
use crate::t;
use resvg::{tiny_skia, usvg};

/// Pixels per pixel of the SVG.
const SCALE: f32 = 2.0;

/// Renders figures with the fonts found once.
pub(super) struct Painter {
    options: usvg::Options<'static>,
}

impl Painter {
    /// A painter with the machine's fonts, or why there can be none.
    pub(super) fn new() -> Result<Painter, String> {
        let mut options = usvg::Options::default();
        options.fontdb_mut().load_system_fonts();
        if options.fontdb.is_empty() {
            return Err(t!(CLI_QUIZ_NO_FONT));
        }
        Ok(Painter { options })
    }

    /// `doc` as a PNG, or why not.
    pub(super) fn png(&self, doc: &Document) -> Result<Image, String> {
        let failed = |why: String| t!(CLI_QUIZ_PNG_FAILED, why = why);
        let tree =
            usvg::Tree::from_str(&doc.svg, &self.options).map_err(|e| failed(e.to_string()))?;
        let size = tree.size();
        let (width, height) = (
            (size.width() * SCALE).ceil() as u32,
            (size.height() * SCALE).ceil() as u32,
        );
        let mut pixmap = tiny_skia::Pixmap::new(width, height)
            .ok_or_else(|| failed(format!("{width}x{height}")))?;
        let scale = tiny_skia::Transform::from_scale(SCALE, SCALE);
        resvg::render(&tree, scale, &mut pixmap.as_mut());
        let bytes = pixmap.encode_png().map_err(|e| failed(e.to_string()))?;
        Ok(Image {
            extension: "png",
            bytes,
        })
    }
}
