# MISTAKE: the padding mask is cut to its last t_past + t_new columns instead of being validated, so a key_padding_mask that is too long is silently accepted instead of raising ValueError.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.shape(k_new)[-2]:
        raise ValueError("t_new mismatch between q_new and k_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new, T = q_new.shape[-2], k_all.shape[-2]
    t_past = T - t_new
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    ok = j <= t_past + i
    if key_padding_mask is not None:
        pad = np.asarray(key_padding_mask, dtype=bool)[:, -T:]
        ok = ok[None, None] & pad[:, None, None, :]
    s = np.einsum("...qd,...kd->...qk", q_new, k_all) / np.sqrt(q_new.shape[-1])
    s = np.where(ok, s, -np.inf)
    row_max = np.max(s, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    p = np.exp(s - row_max)
    norm = p.sum(axis=-1, keepdims=True)
    p = p / np.where(norm == 0, 1.0, norm)
    out = np.einsum("...qk,...kd->...qd", p, v_all)
    return out.astype(q_new.dtype), k_all, v_all
