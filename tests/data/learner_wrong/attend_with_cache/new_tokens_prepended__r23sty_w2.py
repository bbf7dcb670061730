# MISTAKE: The caches are grown in the wrong order, np.concatenate([k_new, k_cache]) (new tokens first, old tokens after), so the returned caches are misordered and the bottom-right causal mask j <= t_past + i hides the wrong keys inside a chunk.
import numpy as np
from functools import reduce


def _append(cache, new):
    # put the fresh tokens on the stack of the cache
    return np.concatenate([new, cache], axis=-2)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new, k_new, v_new = (np.asarray(a) for a in (q_new, k_new, v_new))
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new of q_new and k_new differ")
    k_all = _append(np.asarray(k_cache), k_new)
    v_all = _append(np.asarray(v_cache), v_new)
    t_total = k_all.shape[-2]
    t_past = t_total - t_new

    rows = np.arange(t_new)[:, None]
    cols = np.arange(t_total)[None, :]
    masks = [cols <= t_past + rows]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[1] != t_total:
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        masks.append(kpm[:, None, None, :])
    allowed = reduce(np.logical_and, masks)

    scale = q_new.dtype.type(1.0 / np.sqrt(q_new.shape[-1]))
    s = np.matmul(q_new, np.swapaxes(k_all, -1, -2)) * scale
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q_new.dtype)
    return np.matmul(w, v_all), k_all, v_all
