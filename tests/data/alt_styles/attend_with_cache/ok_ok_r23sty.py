import math
import numpy as np


class KVCacheStep:
    """One decode step, written with explicit loops over batch, heads and new queries."""

    def __init__(self, k_cache, v_cache):
        self.k_cache = np.asarray(k_cache)
        self.v_cache = np.asarray(v_cache)

    def grow(self, k_new, v_new):
        k_all = np.concatenate([self.k_cache, k_new], axis=-2)
        v_all = np.concatenate([self.v_cache, v_new], axis=-2)
        return k_all, v_all

    @staticmethod
    def _row(q_row, keys, values, allowed, scale):
        # q_row (d,), keys (T, d), values (T, d_v), allowed (T,) bool
        scores = [float(np.dot(q_row, keys[j])) * scale if allowed[j] else -math.inf
                  for j in range(keys.shape[0])]
        m = max(scores) if scores else -math.inf
        if m == -math.inf:
            return np.zeros(values.shape[-1], dtype=np.float64)
        ex = [math.exp(s - m) if s != -math.inf else 0.0 for s in scores]
        total = math.fsum(ex)
        acc = np.zeros(values.shape[-1], dtype=np.float64)
        for j, w in enumerate(ex):
            if w:
                acc += (w / total) * values[j].astype(np.float64)
        return acc

    def attend(self, q_new, k_all, v_all, key_padding_mask):
        batch, heads, t_new, head_dim = q_new.shape
        t_total = k_all.shape[-2]
        t_past = t_total - t_new
        scale = 1.0 / math.sqrt(head_dim)
        out = np.zeros(q_new.shape[:-1] + (v_all.shape[-1],), dtype=np.float64)
        for b in range(batch):
            real = np.ones(t_total, dtype=bool) if key_padding_mask is None else key_padding_mask[b]
            for h in range(heads):
                for i in range(t_new):
                    allowed = real & (np.arange(t_total) <= t_past + i)
                    out[b, h, i] = self._row(q_new[b, h, i], k_all[b, h], v_all[b, h], allowed, scale)
        return out


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    k_new = np.asarray(k_new)
    v_new = np.asarray(v_new)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError(f"q_new has t_new={q_new.shape[-2]} but k_new has {k_new.shape[-2]}")
    if k_new.shape[-2] != v_new.shape[-2]:
        raise ValueError("k_new and v_new have different t_new")
    step = KVCacheStep(k_cache, v_cache)
    k_all, v_all = step.grow(k_new, v_new)
    t_total = k_all.shape[-2]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.ndim != 2 or key_padding_mask.shape[-1] != t_total:
            raise ValueError(
                f"key_padding_mask must be (batch, {t_total}), got {key_padding_mask.shape}")
    out = step.attend(q_new, k_all, v_all, key_padding_mask)
    dtype = np.result_type(q_new.dtype, k_all.dtype, v_all.dtype)
    return out.astype(dtype), k_all, v_all
