# MISTAKE: (1) uses a finite stand-in -1e9 instead of -inf for hidden entries; (2) edits `scores` in place (np.copyto on the input) and returns the input object itself instead of a new array.
import numpy as np

NEG_BIG = -1e9


class _Masker:
    def __init__(self, fill):
        self.fill = fill

    def __call__(self, scores, mask):
        if mask is None:
            return scores.copy()
        np.copyto(scores, self.fill, where=~np.asarray(mask, dtype=bool))
        return scores


_masker = _Masker(NEG_BIG)


def apply_mask(scores, mask):
    return _masker(scores, mask)
