# MISTAKE: The mask is used for boolean indexing (out[~mask] = -inf) without broadcasting it to the shape of scores first, so a padding mask (batch, 1, 1, k_len) or a 2-D causal mask against 4-D scores raises IndexError instead of broadcasting.
import numpy as np


def _copy_scores(scores):
    return np.array(scores, copy=True)


def _hide(out, allowed):
    out[~allowed] = -np.inf
    return out


def apply_mask(scores, mask):
    out = _copy_scores(scores)
    if mask is None:
        return out
    return _hide(out, np.asarray(mask, dtype=bool))
