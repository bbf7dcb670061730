# https://github.com/uTensor/uTensor/pull/176
# Bug: the max to subtract starts at 0 (max clamped to >= 0), so a slice whose logits are all very negative (e.g. -1000) underflows to sum 0 and comes out as zeros instead of a proper softmax.
import numpy as np

def softmax(x, axis=-1):
    m = np.maximum(np.max(x, axis=axis, keepdims=True), 0)
    e = np.exp(x - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)
