//! The sheet writer, a second, small WebAssembly module that the page loads only when it is
//! first needed (Share & export opened, a sheet asked for), so that the page's first download
//! leaves it out. It is given the link of the view (its query) and the sheet's name, and draws
//! the sheet with [`alphabeta_lab::draw::svg::from_link`], exactly as the page shows that view.
//! Natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
mod web {
    use alphabeta_lab::app::browser;
    use alphabeta_lab::draw::svg::{from_link, Document, Sheet};
    use wasm_bindgen::prelude::*;

    /// A PNG is drawn at this many pixels per pixel of the sheet, sharp on slides.
    const PNG_SCALE: f64 = 2.0;

    fn write(link: &str, sheet: &str) -> Result<Document, String> {
        let sheet = Sheet::named(sheet).ok_or_else(|| format!("there is no sheet '{sheet}'"))?;
        from_link(link, sheet)
    }

    /// The SVG document of `sheet` (`worksheet`, `answer-key` or `step`) for the view `link`
    /// opens; throws a message when it cannot be drawn.
    #[wasm_bindgen]
    pub fn svg(link: &str, sheet: &str) -> Result<String, String> {
        write(link, sheet).map(|doc| doc.svg)
    }

    /// Offers `sheet` for the view `link` opens as a file: SVG, or PNG at twice its size.
    #[wasm_bindgen]
    pub fn download(link: &str, sheet: &str, png: bool) -> Result<(), String> {
        let doc = write(link, sheet)?;
        let name = format!("alphabeta-{sheet}");
        if png {
            let (w, h) = (f64::from(doc.width), f64::from(doc.height));
            browser::download_png(&doc.svg, w, h, PNG_SCALE, &format!("{name}.png"));
        } else {
            browser::download_svg(&doc.svg, &format!("{name}.svg"));
        }
        Ok(())
    }
}

fn main() {}
