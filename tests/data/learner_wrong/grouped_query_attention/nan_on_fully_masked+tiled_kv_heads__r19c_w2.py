# MISTAKE: (1) keys are expanded with np.repeat (contiguous, right) but values with np.tile (interleaved), so each query head reads the wrong value head; (2) no guard for a fully masked row: it becomes NaN instead of zeros.
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    n_h, n_kv = q.shape[1], k.shape[1]
    if n_h % n_kv != 0:
        raise ValueError("heads")
    g = n_h // n_kv
    k_full = np.repeat(k, g, axis=1)
    v_full = np.tile(v, (1, g, 1, 1))
    logits = np.einsum("bhqd,bhkd->bhqk", q, k_full) / np.sqrt(q.shape[-1])
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    logits = logits - logits.max(axis=-1, keepdims=True)
    w = np.exp(logits)
    w = w / w.sum(axis=-1, keepdims=True)
    return np.einsum("bhqk,bhkd->bhqd", w, v_full).astype(q.dtype), w.astype(q.dtype)
