# MISTAKE: (1) uses a finite stand-in -1e9 instead of -inf for masked entries; (2) no mask=None guard -- np.where(None, ...) treats None as False so every score becomes -1e9.
import numpy as np

NEG = -1e9


def apply_mask(scores, mask):
    return np.where(mask, scores, NEG).astype(scores.dtype)
