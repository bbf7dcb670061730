# CORRECT: concatenates the caches, builds the bottom-right causal mask with np.subtract.outer, folds in the padding mask, and uses a guarded softmax.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new, k_cache, v_cache, k_new, v_new = map(np.asarray, (q_new, k_cache, v_cache, k_new, v_new))
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    total = t_past + t_new
    allowed = np.subtract.outer(np.arange(t_new) + t_past, np.arange(total)) >= 0
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != total or kpm.shape[0] not in (1, q_new.shape[0]):
            raise ValueError(f"key_padding_mask must be (batch, {total}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]
    dt = np.result_type(q_new, k_all, v_all)
    s = np.einsum("bhid,bhjd->bhij", q_new, k_all) / np.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True) if total else np.zeros(s.shape[:-1] + (1,))
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bhij,bhjd->bhid", w, v_all).astype(dt, copy=False)
    return out, k_all, v_all
