# https://github.com/onnx/onnx/pull/8068 — is_causal top-left aligned with an external KV cache: new query i sees keys j <= i instead of j <= t_past + i (hides cached past keys); everything else correct.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new differ in t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != t_total:
        raise ValueError("padding mask has the wrong length")
    d = q_new.shape[-1]
    s = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)
    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = j <= i
    if key_padding_mask is not None:
        allowed = allowed & np.asarray(key_padding_mask, dtype=bool)[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    out = (p @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
