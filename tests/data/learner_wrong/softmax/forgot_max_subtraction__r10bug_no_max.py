# URL: https://github.com/NVIDIA/FasterTransformer/issues/43
# Bug: exp(x) without subtracting the max along axis (overflow to inf/NaN for logits like 1000); all -inf slice -> 0 handled; otherwise correct.
import numpy as np

def softmax(x, axis=-1):
    e = np.exp(x)
    z = e.sum(axis=axis, keepdims=True)
    return (e / np.where(z > 0, z, 1)).astype(x.dtype)
