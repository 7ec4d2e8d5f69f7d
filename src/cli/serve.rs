//! `ablab serve`: the built page and its live lectures (the `live_server` crate), on this
//! machine's address and port, the sessions kept in a database under the data folder.

use super::output::{fail, Output};
use std::net::IpAddr;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub(crate) struct ServeArgs {
    /// The port to listen on.
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on: 127.0.0.1 (this machine only, the default) or 0.0.0.0 (every
    /// network this machine is on: the class's phones).
    #[arg(long, default_value = "127.0.0.1")]
    bind: IpAddr,
    /// The folder of the live sessions' database (made if missing).
    #[arg(long, value_name = "DIR", default_value = "data")]
    data: PathBuf,
    /// The built page to serve (`trunk build --release` writes it to dist/).
    #[arg(long, value_name = "DIR", default_value = "dist")]
    dist: PathBuf,
    /// Another site whose pages may open live sessions here (e.g. https://lab.example.edu);
    /// may be given more than once. The page's own site always may.
    #[arg(long, value_name = "ORIGIN")]
    allow_origin: Vec<String>,
    /// The address students open, for the join link and its QR code, when it is not the one
    /// the lecturer's page was opened at (e.g. https://ablab.cs.example.edu behind a proxy).
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
}

pub(crate) fn serve(args: &ServeArgs) -> Output {
    let options = live_server::Options {
        bind: args.bind,
        port: args.port,
        data: args.data.clone(),
        dist: args.dist.clone(),
        allow_origins: args.allow_origin.clone(),
        public_url: args.public_url.clone(),
    };
    match live_server::run(options) {
        Ok(()) => Output::default(),
        Err(why) => fail(why),
    }
}
