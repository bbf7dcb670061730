# MISTAKE: the causal mask is aligned top-left (key j allowed iff j <= i) instead of bottom-right (j <= t_past + i), so new tokens cannot see most of the cache.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    # MATLAB habit: build index grids, then one vectorised expression
    Tn = q_new.shape[-2]
    if k_new.shape[-2] != Tn:
        raise ValueError("t_new mismatch")
    K = np.concatenate((k_cache, k_new), axis=-2)
    V = np.concatenate((v_cache, v_new), axis=-2)
    T = K.shape[-2]
    I = np.arange(Tn)[:, None]          # rows   = queries
    J = np.arange(T)[None, :]           # columns = keys
    M = J <= I                          # causal
    if key_padding_mask is not None:
        P = np.asarray(key_padding_mask, dtype=bool)
        if P.shape[-1] != T:
            raise ValueError("padding mask has wrong length")
        M = M & P[:, None, None, :]
    d = q_new.shape[-1]
    S = (q_new @ np.swapaxes(K, -1, -2)) / np.sqrt(d).astype(q_new.dtype)
    S = np.where(M, S, -np.inf)
    mx = S.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    E = np.exp(S - mx)
    Z = E.sum(axis=-1, keepdims=True)
    W = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)
    return W @ V, K, V
