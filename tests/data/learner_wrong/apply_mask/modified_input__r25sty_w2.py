# MISTAKE: MATLAB-style `S(~M) = -inf` is done on `scores` itself (out = scores is no copy), so the caller's scores array is overwritten in place.
import numpy as np


def apply_mask(scores, mask):
    # S = scores; S(~M) = -Inf
    S = scores
    if mask is None:
        return S.copy()
    M = np.broadcast_to(np.asarray(mask, dtype=bool), np.broadcast_shapes(S.shape, np.shape(mask)))
    if M.shape != S.shape:
        S = np.broadcast_to(S, M.shape).copy()
    S[~M] = -np.inf
    return S
