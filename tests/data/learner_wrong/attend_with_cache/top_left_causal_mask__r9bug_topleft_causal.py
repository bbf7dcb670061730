# https://github.com/thu-ml/SageAttention/pull/372
# Bug: causal mask top-left aligned (key j allowed iff j <= i) ignoring t_past, instead of j <= t_past + i: new queries cannot see the cache; otherwise correct.
import math
import numpy as np

def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    T = k.shape[-2]
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = j <= i
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    s = (q_new @ k.swapaxes(-1, -2)) / math.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    w = _safe_softmax(s)
    return w @ v, k, v
