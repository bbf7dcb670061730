import numpy as np


class MaskedScores:
    """Java-style holder: build once, read the result through a getter."""

    def __init__(self, scores, mask):
        self._scores = np.asarray(scores)
        self._mask = None if mask is None else np.asarray(mask, dtype=bool)

    def getDtype(self):
        return self._scores.dtype

    def getShape(self):
        if self._mask is None:
            return self._scores.shape
        return np.broadcast_shapes(self._scores.shape, self._mask.shape)

    def getResult(self):
        if self._mask is None:
            return self._scores.copy()
        shape = self.getShape()
        s = np.broadcast_to(self._scores, shape)
        m = np.broadcast_to(self._mask, shape)
        out = np.full(shape, -np.inf, dtype=self.getDtype())
        out[m] = s[m]
        return out


def apply_mask(scores, mask):
    return MaskedScores(scores, mask).getResult()
