//! "Remember me": the online password kept in the desktop's secret store
//! (the freedesktop Secret Service, as GNOME Keyring and KWallet offer it
//! on the session bus), and nowhere else. With no store answering, or a
//! locked one, nothing is kept and the player is told why.

use std::collections::HashMap;
use std::time::Duration;

use zbus::zvariant::{OwnedObjectPath, OwnedValue, Value};

const SERVICE: &str = "org.freedesktop.secrets";
const SERVICE_PATH: &str = "/org/freedesktop/secrets";
const DEFAULT_COLLECTION: &str = "/org/freedesktop/secrets/aliases/default";
/// How long the store may take to answer.
const PATIENCE: Duration = Duration::from_secs(5);

/// Why a password was not kept or found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unkept {
    /// No session bus, or no runtime to reach it on.
    NoSession,
    /// The store is locked: it would have to ask first.
    Locked,
    /// It did not answer in time.
    Silent,
    /// What was kept is not text.
    NotText,
    /// The bus or the store said no, in its words.
    Refused(String),
}

fn refused(e: zbus::Error) -> Unkept {
    Unkept::Refused(e.to_string())
}

/// A secret as the Secret Service passes it: session, parameters, value,
/// content type.
type Secret = (OwnedObjectPath, Vec<u8>, Vec<u8>, String);

/// The attributes an account's password is found by.
fn attributes<'a>(server: &'a str, user: &'a str) -> HashMap<&'a str, &'a str> {
    HashMap::from([
        ("application", "taflbord"),
        ("server", server),
        ("user", user),
    ])
}

async fn proxy<'a>(
    bus: &zbus::Connection,
    path: &'a str,
    interface: &'a str,
) -> zbus::Result<zbus::Proxy<'a>> {
    zbus::Proxy::new(bus, SERVICE, path, interface).await
}

/// A session with the store, passing secrets in plain (the bus is the
/// user's own).
async fn session(bus: &zbus::Connection) -> Result<OwnedObjectPath, Unkept> {
    let service = proxy(bus, SERVICE_PATH, "org.freedesktop.Secret.Service")
        .await
        .map_err(refused)?;
    let (_, session): (OwnedValue, OwnedObjectPath) = service
        .call("OpenSession", &("plain", Value::from("")))
        .await
        .map_err(refused)?;
    Ok(session)
}

async fn store(
    label: String,
    server: String,
    user: String,
    password: String,
) -> Result<(), Unkept> {
    let bus = zbus::Connection::session().await.map_err(refused)?;
    let session = session(&bus).await?;
    let collection = proxy(
        &bus,
        DEFAULT_COLLECTION,
        "org.freedesktop.Secret.Collection",
    )
    .await
    .map_err(refused)?;
    let found: HashMap<String, String> = attributes(&server, &user)
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let properties: HashMap<&str, Value> = HashMap::from([
        ("org.freedesktop.Secret.Item.Label", Value::from(label)),
        ("org.freedesktop.Secret.Item.Attributes", Value::from(found)),
    ]);
    let secret: Secret = (
        session,
        Vec::new(),
        password.into_bytes(),
        "text/plain".into(),
    );
    let (_, prompt): (OwnedObjectPath, OwnedObjectPath) = collection
        .call("CreateItem", &(properties, secret, true))
        .await
        .map_err(refused)?;
    // A prompt means the collection is locked: nothing was kept.
    if prompt.as_str() != "/" {
        return Err(Unkept::Locked);
    }
    Ok(())
}

async fn find(server: String, user: String) -> Result<Option<String>, Unkept> {
    let bus = zbus::Connection::session().await.map_err(refused)?;
    let session = session(&bus).await?;
    let service = proxy(&bus, SERVICE_PATH, "org.freedesktop.Secret.Service")
        .await
        .map_err(refused)?;
    let (unlocked, _locked): (Vec<OwnedObjectPath>, Vec<OwnedObjectPath>) = service
        .call("SearchItems", &(attributes(&server, &user),))
        .await
        .map_err(refused)?;
    let Some(path) = unlocked.first() else {
        return Ok(None);
    };
    let item = proxy(&bus, path.as_str(), "org.freedesktop.Secret.Item")
        .await
        .map_err(refused)?;
    let (_, _, value, _): Secret = item.call("GetSecret", &(session,)).await.map_err(refused)?;
    String::from_utf8(value)
        .map(Some)
        .map_err(|_| Unkept::NotText)
}

/// Runs `work` on the runtime iced runs tasks on, for at most
/// [`PATIENCE`]; without a runtime (tests drive tasks by hand) there is
/// no store to ask.
async fn within<T>(work: impl Future<Output = Result<T, Unkept>>) -> Result<T, Unkept> {
    if tokio::runtime::Handle::try_current().is_err() {
        return Err(Unkept::NoSession);
    }
    tokio::time::timeout(PATIENCE, work)
        .await
        .unwrap_or(Err(Unkept::Silent))
}

/// Keeps the password of `user` on `server` in the secret store, under
/// `label` (what the store's own window shows).
pub async fn remember(
    label: String,
    server: String,
    user: String,
    password: String,
) -> Result<(), Unkept> {
    within(store(label, server, user, password)).await
}

/// The password kept for `user` on `server`, if any.
pub async fn recall(server: String, user: String) -> Result<Option<String>, Unkept> {
    within(find(server, user)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a real store: `TAFLBORD_TEST_SECRETS=1` under a session bus
    /// with one (e.g. `dbus-run-session` and an unlocked gnome-keyring).
    #[test]
    fn a_password_kept_is_found_again() {
        if std::env::var("TAFLBORD_TEST_SECRETS").is_err() {
            eprintln!(
                "skipped: set TAFLBORD_TEST_SECRETS=1 with a secret store on the session bus"
            );
            return;
        }
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            remember(
                "Taflbord".into(),
                "example.org:1".into(),
                "ada".into(),
                "s3cret".into(),
            )
            .await
            .unwrap();
            let found = recall("example.org:1".into(), "ada".into()).await.unwrap();
            assert_eq!(found.as_deref(), Some("s3cret"));
            let none = recall("example.org:1".into(), "nobody".into())
                .await
                .unwrap();
            assert_eq!(none, None);
        });
    }
}
