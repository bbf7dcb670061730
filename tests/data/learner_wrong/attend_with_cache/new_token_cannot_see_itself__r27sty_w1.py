# MISTAKE: the causal test is strict (key j allowed iff j < t_past + i), so every new query is hidden from its own key, and with t_past = 0 the first query sees nothing.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    b, h, t_new, d = q_new.shape
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    t_past = k_cache.shape[2]
    total = K.shape[2]
    rows = np.arange(t_new)[:, None]
    cols = np.arange(total)[None, :]
    ok = cols < t_past + rows
    ok = np.broadcast_to(ok, (b, h, t_new, total))
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, bool)
        if key_padding_mask.shape != (b, total):
            raise ValueError("bad key_padding_mask")
        ok = ok & key_padding_mask[:, None, None, :]
    out = np.zeros((b, h, t_new, V.shape[-1]), dtype=q_new.dtype)
    for bi in range(b):
        for hi in range(h):
            sc = q_new[bi, hi] @ K[bi, hi].T / np.sqrt(d).astype(q_new.dtype)
            sc = np.where(ok[bi, hi], sc, -np.inf)
            for qi in range(t_new):
                row = sc[qi]
                if not np.isfinite(row).any():
                    continue
                w = np.exp(row - row.max())
                w /= w.sum()
                out[bi, hi, qi] = w @ V[bi, hi]
    return out, K, V
