# class: output (a result above the result cap, below the memory limit)
# expect: output_limit_exceeded memory_limit_exceeded
import numpy as np


def softmax(x, axis=-1):
    return np.ones((3000, 3000))
