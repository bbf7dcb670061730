# MISTAKE: Transposes with (0, 2, 3, 1), moving the head axis to the END, so after the reshape the features are interleaved head_dim-major (feature j of every head side by side) instead of head 0 then head 1.
# MISTAKE: Hard-codes .astype(np.float32), so float64 inputs lose precision and come back as float32.
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    merged = x.transpose(0, 2, 3, 1).reshape(b, s, h * hd)
    return merged.astype(np.float32)
