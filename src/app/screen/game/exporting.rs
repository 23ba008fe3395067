//! The game screen's exports: started on their own thread, followed with
//! a progress bar, cancelled on request, and their end told.

use super::{Game, Message};
use crate::app::export::{self, Ended, Export};
use crate::i18n::locale::arg;
use crate::render::picture::PictureOptions;
use crate::store::settings::Settings;
use iced::Task;
use std::path::PathBuf;

impl Game {
    /// The export under way, if any.
    pub fn exporting(&self) -> Option<&export::Exporting> {
        self.exporting.as_ref()
    }

    pub(super) fn export_to(
        &mut self,
        kind: Export,
        path: PathBuf,
        settings: &Settings,
    ) -> Task<Message> {
        // One at a time: a second would race the first for the window's bar.
        if self.exporting.is_some() {
            let words = self.locale().text("notice-export-busy");
            self.tell(words);
            return Task::none();
        }
        let options = PictureOptions {
            style: settings.board_style,
            coordinates: settings.coordinates,
            flipped: self.flipped,
            ..Default::default()
        };
        let record = self.session.record().clone();
        match export::start(kind, path, record, options) {
            Ok((exporting, task)) => {
                self.exporting = Some(exporting);
                task
            }
            Err(e) => self.exported(Ended::Failed(e)),
        }
    }

    pub(super) fn export_progress(&mut self, done: usize, of: usize) -> Task<Message> {
        if let Some(e) = &mut self.exporting {
            (e.done, e.of) = (done, of);
        }
        Task::none()
    }

    pub(super) fn cancel_export(&mut self) -> Task<Message> {
        if let Some(e) = &self.exporting {
            e.cancel();
        }
        Task::none()
    }

    pub(super) fn exported(&mut self, ended: Ended) -> Task<Message> {
        self.exporting = None;
        let notice = match ended {
            Ended::Written(what) => what.says(self.locale()),
            Ended::Cancelled(path) => self.tf(
                "notice-export-cancelled",
                &[("file", arg(path.display().to_string()))],
            ),
            Ended::Failed(e) => self.tf("notice-export-failed", &[("error", arg(e))]),
        };
        self.tell(notice);
        Task::none()
    }
}
