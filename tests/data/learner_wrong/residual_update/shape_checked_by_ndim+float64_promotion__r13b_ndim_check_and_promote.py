# WRONG: only compares ndim (a (seq_len, 1) update still broadcasts silently instead of raising ValueError); and returns numpy's promoted dtype (float32 e + float64 delta_e -> float64).
import numpy as np


def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError(f"rank mismatch: {e.ndim} vs {delta_e.ndim}")
    out = np.empty(np.broadcast_shapes(e.shape, delta_e.shape), dtype=np.result_type(e, delta_e))
    np.add(e, delta_e, out=out)
    return out
