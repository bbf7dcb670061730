# correct: swapaxes(1, 2) then reshape with -1
import numpy as np

def merge_heads(x):
    b, h, s, d = x.shape
    return x.swapaxes(1, 2).reshape(b, s, -1)
