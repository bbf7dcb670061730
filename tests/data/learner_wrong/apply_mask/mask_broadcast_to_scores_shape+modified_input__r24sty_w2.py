# MISTAKE: the masked scores are written into the caller's `scores` array in place (np.putmask on the input) and that same array is returned, instead of building a new array.
import numpy as np


class Masker:
    """Callable that hides the keys a query may not look at."""

    fill_value = -np.inf

    def __call__(self, scores, mask):
        if mask is None:
            return np.array(scores, copy=True)
        keep = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
        np.putmask(scores, ~keep, self.fill_value)
        return scores


_masker = Masker()


def apply_mask(scores, mask):
    return _masker(scores, mask)
