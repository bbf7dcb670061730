# MISTAKE: the returned caches put the NEW tokens first (concatenate([k_new, k_cache])) instead of old tokens first; the attention output itself is computed correctly.
import numpy as np


def _masked_softmax(s, ok):
    s = np.where(ok, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m[np.isinf(m)] = 0
    e = np.exp(s - m) * ok
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z != 0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    tn, tp = q_new.shape[-2], k_cache.shape[-2]
    if k_new.shape[-2] != tn:
        raise ValueError("q_new / k_new t_new differ")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    ok = np.arange(tp + tn)[None, :] <= (tp + np.arange(tn))[:, None]
    ok = ok[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (q_new.shape[0], tp + tn):
            raise ValueError("bad padding mask")
        ok = ok & kpm[:, None, None, :]
    s = q_new @ k_all.swapaxes(-1, -2) / np.sqrt(q_new.shape[-1])
    p = _masked_softmax(s, np.broadcast_to(ok, s.shape))
    out = (p @ v_all).astype(q_new.dtype)
    return out, np.concatenate([k_new, k_cache], axis=-2), np.concatenate([v_new, v_cache], axis=-2)
