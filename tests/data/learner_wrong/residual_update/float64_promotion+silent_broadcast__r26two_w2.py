# MISTAKE: the check only requires the broadcast shape to equal e.shape, so a broadcastable (d_model,) or (seq_len, 1) delta_e is accepted instead of raising ValueError.
# MISTAKE: it returns e + delta_e without casting, so a float32 e with a float64 delta_e gives a float64 result.
import numpy as np


def residual_update(e, delta_e):
    if np.broadcast_shapes(np.shape(e), np.shape(delta_e)) != np.shape(e):
        raise ValueError("delta_e does not fit e")
    return np.add(e, delta_e)
